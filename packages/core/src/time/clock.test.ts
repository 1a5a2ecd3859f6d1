import { afterEach, describe, expect, test } from "vitest";
import { startTestServer, type TestServer } from "../../test/http-server.js";
import { createPointBudget } from "../rate-limit.js";
import { createRequestBudget } from "../request-budget.js";
import { createHttpTransport } from "../transport.js";
import {
  type Clock,
  cachedOn,
  LOCKSTEP_HEADER,
  type LockstepRequest,
  randomOn,
  sleepOn,
  systemClock,
} from "./clock.js";
import { createManualClock } from "./manual-clock.js";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("a manual clock", () => {
  test("fires each timer at its own time, in the order due, those due together as set", () => {
    const clock = createManualClock({ start: 1_000 });
    const seen: string[] = [];
    clock.setTimeout(() => seen.push(`b@${clock.now()}`), 50);
    clock.setTimeout(() => seen.push(`a@${clock.now()}`), 20);
    clock.setTimeout(() => seen.push(`c@${clock.now()}`), 50);
    expect(clock.nextDue()).toBe(1_020);
    expect(clock.advance(100)).toBe(1_100);
    expect(seen).toEqual(["a@1020", "b@1050", "c@1050"]);
    expect(clock.timers).toBe(0);
  });

  test("repeats an interval until cleared, and fires timers set by timers in the same move", () => {
    const clock = createManualClock({ start: 0 });
    const seen: number[] = [];
    const every = clock.setInterval(() => {
      seen.push(clock.now());
      if (clock.now() === 200) clock.setTimeout(() => seen.push(-clock.now()), 30);
    }, 100);
    clock.advance(350);
    expect(seen).toEqual([100, 200, -230, 300]);
    clock.clearTimer(every);
    clock.advance(1_000);
    expect(seen).toHaveLength(4);
  });

  test("a timer of 0 ms fires at the next move, never inside setTimeout", () => {
    const clock = createManualClock({ start: 0 });
    let fired = false;
    clock.setTimeout(() => {
      fired = true;
    }, 0);
    expect(fired).toBe(false);
    expect(clock.fireNext()).toBe(true);
    expect(fired).toBe(true);
    expect(clock.now()).toBe(0);
  });

  test("fireNext moves time to the next timer only up to its limit", () => {
    const clock = createManualClock({ start: 0 });
    clock.setTimeout(() => undefined, 500);
    expect(clock.fireNext(499)).toBe(false);
    expect(clock.now()).toBe(0);
    expect(clock.fireNext(500)).toBe(true);
    expect(clock.now()).toBe(500);
  });

  test("refuses to move backwards", () => {
    const clock = createManualClock({ start: 10 });
    expect(() => clock.setTime(5)).toThrow(RangeError);
    expect(() => clock.advance(-1)).toThrow(RangeError);
  });
});

describe("waiting on a clock", () => {
  test("sleepOn resolves when the clock reaches the time, however little real time passed", async () => {
    const clock = createManualClock({ start: 0 });
    let done = false;
    const sleeping = sleepOn(clock, 60_000).then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    clock.advance(60_000);
    await sleeping;
    expect(done).toBe(true);
  });

  test("sleepOn rejects with the signal's reason and leaves no timer behind", async () => {
    const clock = createManualClock({ start: 0 });
    const controller = new AbortController();
    const sleeping = sleepOn(clock, 1_000, controller.signal);
    controller.abort(new Error("stop"));
    await expect(sleeping).rejects.toThrow("stop");
    expect(clock.timers).toBe(0);
  });

  test("the system clock is the machine's time", () => {
    const before = Date.now();
    expect(systemClock.now()).toBeGreaterThanOrEqual(before);
  });

  test("a point budget's window is the clock's: a full pool has room again a simulated minute on", async () => {
    const clock = createManualClock({ start: 0 });
    const pool = createPointBudget({ points: 10, windowMs: 60_000, clock });
    await pool.take(10);
    let paid = false;
    const waiting = pool.take(1).then(() => {
      paid = true;
    });
    await Promise.resolve();
    expect(pool.waitTime(1)).toBe(60_000);
    clock.advance(59_999);
    await Promise.resolve();
    expect(paid).toBe(false);
    clock.advance(1);
    await waiting;
    expect(paid).toBe(true);
  });

  test("the request budget counts the clock's minutes, not the machine's", async () => {
    const clock = createManualClock({ start: 0 });
    const budget = createRequestBudget({
      clock,
      account: { points: 5, windowMs: 60_000 },
      cancelReserve: 0,
    });
    const account = "0x00000000000000000000000000000000000000aa";
    for (let i = 0; i < 5; i++) (await budget.spend({ cost: 1, account }))();
    const waits: number[] = [];
    const next = budget.spend({ cost: 1, account }, (wait) => waits.push(wait.waitMs));
    await Promise.resolve();
    expect(waits).toEqual([60_000]);
    clock.advance(60_000);
    (await next)();
    expect(budget.account(account)?.available()).toBe(4);
  });
});

describe("a transport on a lock-step clock", () => {
  test("names each attempt in the lock-step header and hands it back once answered", async () => {
    server = await startTestServer(() => ({ json: { time: 1 } }));
    const clock = createManualClock({ start: 0 });
    const events: string[] = [];
    let next = 0;
    const lockstep: Clock = {
      ...clock,
      lockstep: {
        request(): LockstepRequest {
          const id = `r${++next}`;
          events.push(`sent ${id}`);
          return { id, done: () => events.push(`done ${id}`) };
        },
        connection: () => {
          throw new Error("no stream here");
        },
      },
    };
    const http = createHttpTransport({ baseUrl: server.url, clock: lockstep });
    await http.request({ method: "GET", path: "/v1/time" });
    await http.request({ method: "GET", path: "/v1/time" });
    expect(server.requests.map((r) => r.headers[LOCKSTEP_HEADER])).toEqual(["r1", "r2"]);
    expect(events).toEqual(["sent r1", "done r1", "sent r2", "done r2"]);
  });

  test("times an attempt out on the clock: a simulated timeout fires when the clock passes it", async () => {
    let arrived: () => void = () => undefined;
    const reached = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    server = await startTestServer(() => {
      arrived();
      return { delayMs: 600_000 };
    });
    const clock = createManualClock({ start: 0 });
    const http = createHttpTransport({ baseUrl: server.url, clock, timeoutMs: 5_000 });
    const settled = http
      .request({ method: "GET", path: "/v1/time" })
      .catch((error: unknown) => error);
    await reached;
    clock.advance(4_999);
    clock.advance(1);
    expect(await settled).toMatchObject({ name: "TimeoutError" });
  });
});

describe("a client's random draws and waits on a simulation's clock", () => {
  /** A clock that runs a simulation: seeded draws a sequence per call, and an end. */
  function simulation() {
    const over = new AbortController();
    let made = 0;
    const clock: Clock = {
      ...createManualClock({ start: 0 }),
      lockstep: {
        request: () => ({ id: "r", done: () => undefined }),
        connection: () => {
          throw new Error("no stream here");
        },
        random() {
          let x = 1_000 + ++made;
          return () => {
            x = (x * 48_271) % 2_147_483_647;
            return x / 2_147_483_647;
          };
        },
        ended: over.signal,
      },
    };
    return { clock, end: () => over.abort(new Error("the simulation is over")) };
  }

  test("randomOn draws from the simulation's seed, a sequence per client; Math.random elsewhere", () => {
    expect(randomOn(systemClock)).toBe(Math.random);
    const draw = (random: () => number) => [random(), random(), random()];
    const first = draw(randomOn(simulation().clock));
    expect(draw(randomOn(simulation().clock))).toEqual(first);
    const { clock } = simulation();
    const a = draw(randomOn(clock));
    const b = draw(randomOn(clock));
    expect(a).toEqual(first);
    expect(b).not.toEqual(a);
  });

  test("a transport's retry jitter on a simulation's clock comes from it", async () => {
    server = await startTestServer(() => ({ status: 503, json: { message: "down" } }));
    const delays: number[][] = [];
    for (let run = 0; run < 2; run++) {
      const { clock } = simulation();
      const manual = clock as ReturnType<typeof createManualClock>;
      const waits: number[] = [];
      const http = createHttpTransport({
        baseUrl: (server as TestServer).url,
        clock,
        retry: { retries: 3, baseDelayMs: 1_000, maxDelayMs: 10_000 },
        onRetry: ({ delayMs }) => waits.push(delayMs),
      });
      const failed = http.request({ method: "GET", path: "/v1/time" }).catch((e: unknown) => e);
      while (waits.length < 3) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        manual.advance(10_000);
      }
      expect(await failed).toMatchObject({ name: "ServerError" });
      delays.push(waits);
    }
    expect(delays[1]).toEqual(delays[0]);
    // Jittered: not the bare backoff of 1, 2 and 4 s.
    expect(delays[0]).not.toEqual([1_000, 2_000, 4_000]);
  });

  test("sleepOn rejects when the simulation is over, for its clock moves no more", async () => {
    const { clock, end } = simulation();
    const waiting = sleepOn(clock, 1_000);
    end();
    await expect(waiting).rejects.toThrow("the simulation is over");
    await expect(sleepOn(clock, 5)).rejects.toThrow("the simulation is over");
  });
});

describe("a cached value", () => {
  test("is fetched once for concurrent callers, then read without waiting while fresh", async () => {
    const clock = createManualClock({ start: 0 });
    let fetches = 0;
    const cached = cachedOn(clock, async () => ++fetches, { maxAgeMs: 1_000 });
    expect(cached.peek()).toBeUndefined();
    expect(await Promise.all([cached.get(), cached.get()])).toEqual([1, 1]);
    expect(fetches).toBe(1);
    clock.advance(1_000);
    expect(cached.peek()).toBe(1);
    expect(await cached.get()).toBe(1);
    expect(fetches).toBe(1);
  });

  test("goes stale after its age on its clock, and get fetches it again", async () => {
    const clock = createManualClock({ start: 0 });
    let fetches = 0;
    const cached = cachedOn(clock, async () => ++fetches, { maxAgeMs: 1_000 });
    await cached.get();
    clock.advance(1_001);
    expect(cached.peek()).toBeUndefined();
    expect(await cached.get()).toBe(2);
    expect(cached.peek()).toBe(2);
  });

  test("refresh fetches again whatever its age; a value given at the start never goes stale", async () => {
    const clock = createManualClock({ start: 0 });
    let fetches = 0;
    const cached = cachedOn(clock, async () => `fetched ${++fetches}`, { value: "given" });
    clock.advance(365 * 86_400_000);
    expect(cached.peek()).toBe("given");
    expect(await cached.get()).toBe("given");
    expect(await cached.refresh()).toBe("fetched 1");
    expect(cached.peek()).toBe("fetched 1");
  });

  test("keeps no failed fetch: the next call tries again", async () => {
    const clock = createManualClock({ start: 0 });
    let fetches = 0;
    const cached = cachedOn(clock, async (signal?: AbortSignal) => {
      fetches++;
      signal?.throwIfAborted();
      return fetches;
    });
    const controller = new AbortController();
    controller.abort(new Error("stopped"));
    await expect(cached.get(controller.signal)).rejects.toThrow("stopped");
    expect(cached.peek()).toBeUndefined();
    expect(await cached.get()).toBe(2);
  });
});
