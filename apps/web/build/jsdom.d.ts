// The part of jsdom's API build/first-paint.ts uses (the package ships no types of its own).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
