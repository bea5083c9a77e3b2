const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Time played as a clock reads it: m:ss under an hour, h:mm:ss from one (digits read the same in every language). */
export function formatPlayTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = twoDigits(seconds % 60);
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${rest}` : `${minutes}:${rest}`;
}
