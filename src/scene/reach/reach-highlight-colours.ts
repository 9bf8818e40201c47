/** Issue 13 item 6: the reach highlight's colours by token disposition (v13 CONST.TOKEN_DISPOSITIONS). */
export const REACH_COLOURS: Readonly<Record<"hostile" | "neutral" | "friendly" | "secret", number>> = {
  hostile: 0xc0392b,
  neutral: 0xc9a227,
  friendly: 0x2e6fbf,
  secret: 0x7a5aa6,
};

/** The colour key of a token disposition: −1 hostile, 1 friendly, −2 secret, anything else neutral. */
export function dispositionKey(disposition: number): keyof typeof REACH_COLOURS {
  return disposition === -1 ? "hostile" : disposition === 1 ? "friendly" : disposition === -2 ? "secret" : "neutral";
}
