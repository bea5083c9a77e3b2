// The two Web-platform globals the domain rules use, which browsers and Node 20 both provide. Declared here so the
// domain compiles without the DOM or Node type libraries: any other host API is a compile error in a pure package.
declare const crypto: { getRandomValues<T extends ArrayBufferView>(array: T): T };

declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
