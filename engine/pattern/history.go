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
func (h *History) Undo(current Pattern) (Pattern, bool) { return step(&h.undo, &h.redo, current) }

// Redo returns the pattern the last undo went back from.
func (h *History) Redo(current Pattern) (Pattern, bool) { return step(&h.redo, &h.undo, current) }

// step pops a pattern from one stack, pushing current onto the other.
func step(from, to *[]Pattern, current Pattern) (Pattern, bool) {
	if len(*from) == 0 {
		return current, false
	}
	p := (*from)[len(*from)-1]
	*from = (*from)[:len(*from)-1]
	*to = append(*to, current)
	return p, true
}

// CanUndo reports whether there is a change to undo.
func (h *History) CanUndo() bool { return len(h.undo) > 0 }

// CanRedo reports whether there is an undone change to redo.
func (h *History) CanRedo() bool { return len(h.redo) > 0 }
