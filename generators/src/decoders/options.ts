// The ways a target's decoders differ, read by the one decoder emitter (emitter.ts).

/** How a target's decoders differ. */
export interface DecoderOptions {
  /**
   * The default `path` of an exported decoder, as a TypeScript expression: `""` unless given
   * (errors name `data.3.price`); the stream's decoders start at the schema's name.
   */
  readonly defaultPath?: (type: string) => string;
  /**
   * Each record's decoder as a table of its properties' checks (`shape` in the helpers), a
   * constant written after the decoders it refers to and marked pure, rather than a function:
   * a few bytes per property instead of a call each. For a package whose decoders all ship in
   * every bundle (the stream's: any channel can be subscribed to); a package whose modules must
   * hold no top-level call, even for a bundler that ignores pure marks, keeps functions. A
   * record whose other properties are checked too (`additionalProperties`) is still a function.
   */
  readonly tables?: boolean;
  /**
   * Whether a property that is one primitive is read by its helper (`str(o, path, "id")`) rather
   * than at the call (`str(o["id"], path, "id")`): smaller decoders, slower reads. For decoders
   * off a hot path (REST answers, one per request), not for the stream's frames; not with
   * `tables`.
   */
  readonly readInHelpers?: boolean;
}
