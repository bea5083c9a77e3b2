import { useCallback, useState } from 'react';

/**
 * One value that is either owned by the caller (`value` given) or kept here (`defaultValue`),
 * so every field works both controlled and uncontrolled without two code paths.
 */
export function useControllableState<Value>(options: {
  value: Value | undefined;
  defaultValue: Value;
  onChange?: ((value: Value) => void) | undefined;
}): readonly [Value, (next: Value) => void] {
  const { value, defaultValue, onChange } = options;
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : uncontrolledValue;
  const setValue = useCallback(
    (next: Value) => {
      if (!isControlled) {
        setUncontrolledValue(next);
      }
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [current, setValue] as const;
}
