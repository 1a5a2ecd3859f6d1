// Account-channel payloads for tests, written from the interface's key tables (INTERFACE.md,
// "Channels" and "OrderUpdate object keys"), not from this package's codecs.

export const SUBACCOUNT = "6f1c2a44-6a4b-4d3e-9b7a-1f0c2d3e4f50";
export const BTC_PRODUCT = "9c6bf870-a8ce-4de3-820b-542fd5c049ba";

/** An OrderUpdate order: a limit buy of `qty` at `px`, with `fill` filled and status `st`. */
export function order(
  id: string,
  fill: string,
  st: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const qty = (extra.qty as string | undefined) ?? "0.03";
  const left = (Number(qty) * 1e9 - Number(fill) * 1e9) / 1e9;
  return {
    id,
    otyp: "LIMIT",
    qty,
    aqty: st === "CANCELED" ? "0" : String(left),
    fill,
    px: "60000",
    sd: 0,
    s: "BTCUSD",
    sid: SUBACCOUNT,
    sn: "0x00000000000000000000000000000000000000aa",
    st,
    t: 1_700_000_000_000,
    ro: false,
    cl: false,
    et: 1_800_000_000,
    tr: "NOT_TRIGGERED",
    ...extra,
  };
}

/** An OrderFill fill of order `oid`: a buy of `sz` at 60000. */
export function fill(id: string, oid: string, sz: string, t = 1_700_000_001_000) {
  return {
    id,
    oid,
    px: "60000",
    sz,
    typ: "LIMIT",
    sd: 0,
    s: "BTCUSD",
    sid: SUBACCOUNT,
    ro: false,
    fee: "0.3",
    m: true,
    t,
  };
}

/** A PositionUpdate position: long `sz` BTCUSD. */
export function position(sz: string, id = "0d9f4c7e-1111-4a4a-9b9b-000000000001") {
  return {
    id,
    sid: SUBACCOUNT,
    s: "BTCUSD",
    sd: 0,
    sz,
    cost: String(Number(sz) * 60000),
    rpnl: "0",
    fpnl: "0",
    fee: String(Number(sz) * 10),
  };
}
