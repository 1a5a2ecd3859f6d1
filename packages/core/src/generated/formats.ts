// Generated from spec/formats.yaml (content sha256 70a743a14d85f04c3d29f413deac0b54488c8b769fcef3877d966f48c8cb4fd5). Do not edit; run pnpm generate.

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
  float: true,
  double: true,
  date: /^\d{4}-\d{2}-\d{2}$/,
  "date-time": /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/,
  time: /^\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})?$/,
  duration: /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/,
  email: /^[^\s@]+@[^\s@]+$/,
  "idn-email": /^[^\s@]+@[^\s@]+$/,
  hostname: /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/,
  "idn-hostname": /^[^\s.\/]+(\.[^\s.\/]+)*$/,
  ipv4: /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
  ipv6: /^[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*$/,
  uri: /^[A-Za-z][A-Za-z0-9+.-]*:\S*$/,
  "uri-reference": /^\S*$/,
  iri: /^[A-Za-z][A-Za-z0-9+.-]*:\S*$/,
  "iri-reference": /^\S*$/,
  "uri-template": /^\S*$/,
  "json-pointer": /^(\/([^~\/]|~[01])*)*$/,
  "relative-json-pointer": /^\d+(#|(\/([^~\/]|~[01])*)*)$/,
  regex: /^[\s\S]*$/,
  byte: /^([A-Za-z0-9+\/]{4})*([A-Za-z0-9+\/]{2}==|[A-Za-z0-9+\/]{3}=)?$/,
  binary: /^[\s\S]*$/,
  password: /^[\s\S]*$/,
} as const;
