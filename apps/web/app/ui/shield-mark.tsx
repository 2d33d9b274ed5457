/**
 * The shop's shield, drawn inline so it costs no request. Decorative: callers label it.
 * Colours come from CSS (.shield-mark__*) so it can sit on white or on navy.
 */
export function ShieldMark({ size = 28, className }: { size?: number; className?: string }) {
  return (
    <svg className={`shield-mark ${className ?? ''}`} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path className="shield-mark__body" d="M16 2 4 6.5v8.2C4 22.3 9.1 28.2 16 30c6.9-1.8 12-7.7 12-15.3V6.5L16 2Z" fill="#0b1f3a" />
      <path className="shield-mark__half" d="M16 5.3 7 8.7v6c0 5.7 3.7 10.3 9 11.9V5.3Z" fill="#f97316" />
      <path d="m11.2 15.8 3.4 3.4 6.4-7" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
