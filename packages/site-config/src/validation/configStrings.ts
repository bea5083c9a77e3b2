/**
 * Every string in a config with the JSON path where it appears (`$.home[0].props.slides[1].imageSrc`), for the checks
 * that look at references wherever a field holds one: asset files (validate-sites), uploaded images (the server).
 */
export function configStrings(value: unknown, jsonPath = '$'): [jsonPath: string, text: string][] {
  if (typeof value === 'string') return [[jsonPath, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => configStrings(item, `${jsonPath}[${index}]`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => configStrings(item, `${jsonPath}.${key}`));
  return [];
}
