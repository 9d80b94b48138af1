/**
 * `new Date(ms).toISOString()` in arithmetic: the first toISOString of a
 * process costs ≈ 1 ms (V8 sets up its date cache), a sixth of a small cold
 * `exact()` whose document only names the time it was made. Days to a civil
 * date by Howard Hinnant's `civil_from_days` (proleptic Gregorian, as
 * toISOString), years 0..9999.
 */
export function isoTime(ms: number): string {
  const days = Math.floor(ms / 86_400_000);
  let rest = ms - days * 86_400_000;
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const h = Math.floor(rest / 3_600_000);
  rest -= h * 3_600_000;
  const m = Math.floor(rest / 60_000);
  rest -= m * 60_000;
  const s = Math.floor(rest / 1000);
  const milli = rest - s * 1000;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${pad(h, 2)}:${pad(m, 2)}:${pad(s, 2)}.${pad(milli, 3)}Z`;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}
