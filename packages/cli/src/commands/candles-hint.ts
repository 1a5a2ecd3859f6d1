import type { CandlesClient, PriceSource, Resolution } from "@perpkit/candles";

/** The series an empty answer was about: what was asked, and the range, `[from, to)`. */
export interface EmptyAnswer {
  readonly symbol: string;
  readonly resolution: Resolution;
  readonly source: PriceSource;
  readonly from: number;
  readonly to: number;
  /** The closest earlier bar the service named, when it named one (ms). */
  readonly nextTime: number | undefined;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** How long the bar that opens at `time` lasts: a calendar month for 1M. */
function barLengthMs(resolution: Resolution, time: number, barSeconds: Record<Resolution, number>) {
  if (resolution !== "1M") return barSeconds[resolution] * 1000;
  const date = new Date(time);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) - time;
}

/**
 * The open time of the first bar at or after `from`, found in a few requests: monthly bars find
 * its month, daily bars its day, hourly bars its hour, and the asked resolution the bar itself.
 * Only called when the range before `from` held nothing, so every bar found lies after it.
 */
async function firstBarAfter(
  client: CandlesClient,
  asked: EmptyAnswer,
  now: number,
): Promise<number | undefined> {
  const { barOpenTime, barSeconds } = await import("@perpkit/candles");
  const coarse = (["1M", "1D", "60"] as const).filter(
    (step) => barSeconds[step] > barSeconds[asked.resolution],
  );
  let start = asked.to;
  let end = now;
  for (const step of [...coarse, asked.resolution]) {
    if (end <= start) return undefined;
    const { bars } = await client.history({
      symbol: asked.symbol,
      source: asked.source,
      resolution: step,
      from: barOpenTime(start, step),
      to: end,
    });
    const first = bars[0];
    if (!first) return undefined;
    if (step === asked.resolution) return first.time;
    start = Math.max(start, first.time);
    end = Math.min(end, first.time + barLengthMs(step, first.time, barSeconds));
  }
  return undefined;
}

/** Where bars of one source are, near a range that held none of the asked source's bars. */
async function nearest(
  client: CandlesClient,
  asked: EmptyAnswer,
  now: number,
): Promise<{ earlier?: number; later?: number }> {
  if (asked.nextTime !== undefined) return { earlier: asked.nextTime };
  const later = asked.to < now ? await firstBarAfter(client, asked, now) : undefined;
  return later === undefined ? {} : { later };
}

/**
 * What to tell a person whose range held no bars: where bars are. For the asked source, the
 * closest earlier bar the service named, or else the first bar after the range; for the other
 * source, its bars in the range, or else the same. `name` is the product as the person wrote it
 * (`BTCUSD`), not the candle API's symbol.
 */
export async function whereBarsAre(
  client: CandlesClient,
  asked: EmptyAnswer,
  name: string,
  now = Date.now(),
): Promise<string[]> {
  const { priceSourceNames } = await import("@perpkit/candles");
  const range = `[${iso(asked.from)}, ${iso(asked.to)})`;
  const lines = [
    asked.source === "last"
      ? `No last bars of ${name} in ${range}: last-price bars come from trades, and there were none.`
      : `No ${asked.source} bars of ${name} in ${range}.`,
  ];
  const own = await nearest(client, asked, now);
  if (own.earlier !== undefined) {
    lines.push(`The closest earlier ${asked.source} bar opens at ${iso(own.earlier)}.`);
  } else if (own.later !== undefined) {
    lines.push(`The first ${asked.source} bar after the range opens at ${iso(own.later)}.`);
  }
  for (const other of priceSourceNames.filter((s) => s !== asked.source)) {
    const { bars, nextTime } = await client.history({ ...asked, source: other });
    const first = bars[0];
    if (first) {
      lines.push(
        `--source ${other} has ${bars.length} bars in this range, the first at ${iso(first.time)}.`,
      );
      continue;
    }
    const near = await nearest(client, { ...asked, source: other, nextTime }, now);
    if (near.earlier !== undefined) {
      lines.push(`--source ${other}: the closest earlier bar opens at ${iso(near.earlier)}.`);
    } else if (near.later !== undefined) {
      lines.push(`--source ${other}: the first bar after the range opens at ${iso(near.later)}.`);
    }
  }
  if (lines.length === 1) {
    lines.push(`Neither price source has bars of ${asked.symbol} before or after the range.`);
  }
  return lines;
}
