/** The part of negotiator 1.x the console uses (@types/negotiator describes 0.6, which has no `preferred`). */
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The client's most wanted of `available`; ties go to the first of `options.preferred`. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
