/** Fray's TokenDocument: movement cost and opportunity-attack checks attach here. */
export class FrayTokenDocument extends TokenDocument {}
