/** A controllable clock: rules read `now()`, tests move it. */
export class TestClock {
  constructor(private at: number) {}
  now = () => new Date(this.at);
  set(iso: string) {
    this.at = Date.parse(iso);
  }
  advance(ms: number) {
    this.at += ms;
  }
}
