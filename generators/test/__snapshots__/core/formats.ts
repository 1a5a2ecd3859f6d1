// Generated from spec/formats.yaml (content sha256 4741217dd031f5ece17617d2d4120d604b42e93ca8ee439e7bd6987cb33a533e). Do not edit; run pnpm generate.

/**
 * What each format of the live documents means: the pattern every value of it has, or `true` for a format that says only how the service stores a number (`int64`). Ajv takes it as its `formats`.
 * @example stringFormats.uuid.test(value)
 */
export const stringFormats = {
  uuid: /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
  hex: /^0x[0-9a-fA-F]*$/,
  decimal: /^-?[0-9]+(\.[0-9]+)?$/,
  int32: true,
  int64: true,
  uint64: true,
} as const;
