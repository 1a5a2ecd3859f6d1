// Generated from spec/limits.yaml (content sha256 8a1d2b31b0f34b12da9eb9a04c2b9c39a258ea00431fc006c3d30099109541a0). Do not edit; run pnpm generate.

/**
 * Points of the WebSocket rate-limit pool per window (`rateLimit.pools.websocket.points`).
 *
 * @example
 * websocketPoolPoints // 3500
 */
export const websocketPoolPoints = 3500;

/**
 * The WebSocket rate-limit pool's window (`rateLimit.pools.websocket.windowSeconds`).
 *
 * @example
 * websocketPoolWindowSeconds // 300
 */
export const websocketPoolWindowSeconds = 300;

/**
 * Points a connection costs (`rateLimit.costs.websocketConnection`).
 *
 * @example
 * websocketConnectionCost // 10
 */
export const websocketConnectionCost = 10;

/**
 * Points a subscription costs (`rateLimit.costs.websocketSubscription`).
 *
 * @example
 * websocketSubscriptionCost // 5
 */
export const websocketSubscriptionCost = 5;

/**
 * How often a client sends ping frames, as the interface recommends (`websocket.pingIntervalSeconds`).
 *
 * @example
 * pingIntervalSeconds // 30
 */
export const pingIntervalSeconds = 30;

/**
 * How often the gateway pushes an L2Book message (`websocket.l2BookIntervalMs`).
 *
 * @example
 * l2BookIntervalMs // 200
 */
export const l2BookIntervalMs = 200;
