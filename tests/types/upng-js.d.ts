/** The part of upng-js (no types of its own) that the visual baselines use. */
declare module 'upng-js' {
  const UPNG: {
    /** Encodes RGBA frames as PNG; `colours` 256 quantizes to a palette, 0 keeps them all. */
    encode(frames: ArrayBuffer[], width: number, height: number, colours: number): ArrayBuffer;
  };
  export default UPNG;
}
