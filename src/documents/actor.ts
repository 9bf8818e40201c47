/**
 * Fray's Actor. Combat behaviour arrives in later layers; registering the class from the first release gives
 * modules one stable class to extend and lets Fray add behaviour without a data migration.
 */
export class FrayActor<out SubType extends Actor.SubType = Actor.SubType> extends Actor<SubType> {}
