import { useState } from 'react';
import { isEmpty, type Drawing, type Stroke } from './strokes';

/**
 * A controlled drawing's edits: add a stroke, "Deshacer" (the last stroke, or the whole
 * drawing "Limpiar" just cleared, until something new is drawn) and "Limpiar".
 */
export function useDrawingHistory(value: Drawing, onChange: (drawing: Drawing) => void) {
  const [cleared, setCleared] = useState<Drawing | null>(null);
  const empty = isEmpty(value);

  const addStroke = (stroke: Stroke) => {
    // Something new is drawn: "Deshacer" takes back strokes again, not the cleared drawing.
    setCleared(null);
    onChange([...value, stroke]);
  };

  const undoLast = () => {
    if (empty && cleared) {
      onChange(cleared);
      setCleared(null);
      return;
    }
    onChange(value.slice(0, -1));
  };

  const clearAll = () => {
    setCleared(value);
    onChange([]);
  };

  return { addStroke, undoLast, clearAll, canUndo: !empty || !!cleared, canClear: !empty };
}
