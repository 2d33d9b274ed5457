import { describe, expect, it } from 'vitest';
import { scheduleMemoryRelease } from './memory-release.ts';

describe('scheduleMemoryRelease', () => {
  const setup = () => {
    let clock = 0;
    let collections = 0;
    const release = scheduleMemoryRelease({ collect: () => collections++, quietMs: 5_000, now: () => clock });
    return { release, advance: (ms: number) => (clock += ms), collections: () => collections };
  };

  it('collects once the server has been quiet long enough after starting, and only once', () => {
    const { release, advance, collections } = setup();
    advance(4_999);
    expect(release.tick()).toBe(false);
    advance(1);
    expect(release.tick()).toBe(true);
    advance(60_000);
    expect(release.tick()).toBe(false);
    expect(collections()).toBe(1);
  });

  it('never collects while answers keep coming, and does once they stop', () => {
    const { release, advance, collections } = setup();
    for (let i = 0; i < 100; i++) {
      advance(1_000);
      release.worked();
      release.tick();
    }
    expect(collections()).toBe(0);
    advance(5_000);
    release.tick();
    expect(collections()).toBe(1);
  });

  it('sweeps the caches before collecting, and once more when what they still keep has expired', () => {
    let clock = 0;
    const events: string[] = [];
    const keptUntil = [12_000, 0];
    const release = scheduleMemoryRelease({
      collect: () => events.push(`collect@${clock}`),
      sweep: () => (events.push(`sweep@${clock}`), keptUntil.shift() ?? 0),
      quietMs: 5_000,
      now: () => clock,
    });
    clock = 5_000;
    expect(release.tick()).toBe(true);
    clock = 11_999;
    expect(release.tick()).toBe(false);
    clock = 12_000;
    expect(release.tick()).toBe(true);
    clock = 60_000;
    expect(release.tick()).toBe(false);
    expect(events).toEqual(['sweep@5000', 'collect@5000', 'sweep@12000', 'collect@12000']);
  });

  it('collects again after new work, such as an index rebuilt', () => {
    const { release, advance, collections } = setup();
    advance(5_000);
    release.tick();
    release.worked();
    advance(5_000);
    release.tick();
    expect(collections()).toBe(2);
  });

  it('collects at once when asked (the index read at start), and that is the collection owed until new work', () => {
    const { release, advance, collections } = setup();
    release.collectNow();
    expect(collections()).toBe(1);
    advance(60_000);
    expect(release.tick()).toBe(false);
    release.worked();
    advance(5_000);
    expect(release.tick()).toBe(true);
    expect(collections()).toBe(2);
  });
});
