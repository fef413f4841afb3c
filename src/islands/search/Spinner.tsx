// A small spinning ring beside a loading text; decorative, the text says what is happening.
// It stands still when the visitor asks for reduced motion.
export default function Spinner({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700 motion-reduce:animate-none ${className}`}
    />
  );
}
