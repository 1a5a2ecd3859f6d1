// Generated from spec/formats.yaml (sha256 81953d2f441560ab28adf0317837c7cdd7a11ee8dcc76fdf258e68683e271729). Do not edit; run pnpm generate.

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
