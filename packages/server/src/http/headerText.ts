/** A request header as one string: Node gives a repeated header as an array, of which the first counts. */
export function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
