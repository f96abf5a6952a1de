/** The in-house calls answer for one game session: its token goes in this header (contract routes/in-house.ts). */
export const sessionHeaders = (token: string) => ({ headers: { 'X-Game-Session': token } });
