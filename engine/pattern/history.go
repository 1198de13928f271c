package pattern

// History keeps undo and redo stacks of patterns, unbounded within a
// session. The zero value is ready to use.
type History struct {
	undo, redo []Pattern
}

// Record notes that the pattern is about to change from before; it clears
// the redo stack.
func (h *History) Record(before Pattern) {
	h.undo = append(h.undo, before)
	h.redo = h.redo[:0]
}

// Undo returns the pattern before the last change, given the current one.
func (h *History) Undo(current Pattern) (Pattern, bool) {
	if len(h.undo) == 0 {
		return current, false
	}
	prev := h.undo[len(h.undo)-1]
	h.undo = h.undo[:len(h.undo)-1]
	h.redo = append(h.redo, current)
	return prev, true
}

// Redo returns the pattern the last undo went back from.
func (h *History) Redo(current Pattern) (Pattern, bool) {
	if len(h.redo) == 0 {
		return current, false
	}
	next := h.redo[len(h.redo)-1]
	h.redo = h.redo[:len(h.redo)-1]
	h.undo = append(h.undo, current)
	return next, true
}

// CanUndo reports whether there is a change to undo.
func (h *History) CanUndo() bool { return len(h.undo) > 0 }

// CanRedo reports whether there is an undone change to redo.
func (h *History) CanRedo() bool { return len(h.redo) > 0 }
