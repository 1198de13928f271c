package undo

import "testing"

func TestHistory(t *testing.T) {
	var h History[string]
	h.Record("a")
	h.Record("b")
	cur := "c"
	cur, _ = h.Undo(cur)
	if cur != "b" {
		t.Fatal("undo to b")
	}
	cur, _ = h.Undo(cur)
	if cur != "a" {
		t.Fatal("undo to a")
	}
	if _, ok := h.Undo(cur); ok {
		t.Fatal("nothing left to undo")
	}
	cur, _ = h.Redo(cur)
	if cur != "b" || !h.CanRedo() {
		t.Fatal("redo to b")
	}
	cur, _ = h.Redo(cur)
	if cur != "c" || h.CanRedo() {
		t.Fatal("redo to c")
	}
	h.Undo(cur)
	h.Record("d") // a new edit clears redo
	if h.CanRedo() {
		t.Fatal("redo should be cleared")
	}
}
