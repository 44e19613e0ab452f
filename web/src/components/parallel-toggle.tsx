import { useEffect, useRef, useState } from 'react';
import { playClick } from '../lib/click-sound';

/** Spec §9: the parallel toggle's effect lasts 1.5 s. */
export const PARALLEL_TOGGLE_EFFECT_MS = 1500;

interface ParallelToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label?: string;
}

/** A switch that flips with a mechanical click and a 1.5 s animation. */
export function ParallelToggle({ checked, onChange, label = 'Parallel view' }: ParallelToggleProps) {
  const [animating, setAnimating] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const flip = () => {
    playClick();
    setAnimating(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setAnimating(false), PARALLEL_TOGGLE_EFFECT_MS);
    onChange(!checked);
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className={`parallel-toggle${checked ? ' is-on' : ''}${animating ? ' is-animating' : ''}`}
      onClick={flip}
    >
      <span className="parallel-toggle-track" aria-hidden="true">
        <span className="parallel-toggle-thumb" />
      </span>
      <span className="parallel-toggle-label">{label}</span>
    </button>
  );
}
