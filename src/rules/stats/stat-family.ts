/** Which rules family a creature's numbers follow: the turn economy marks it (as for saves, ATK-18). */
export type StatFamily = "fiveE" | "threeAction";
