package designwin

import (
	"sync"
	"time"

	"fyne.io/fyne/v2"

	"github.com/pictdoku/pictdoku/engine/design"
	"github.com/pictdoku/pictdoku/export/atomic"
	"github.com/pictdoku/pictdoku/ui/i18n"
)

// Autosave keeps the design on disk without making the author wait for
// the disk. Every change takes a snapshot of the design (on the UI
// goroutine, where the design lives; it is a few kilobytes of JSON), and
// the snapshot is written by a goroutine of its own: at the end of a
// stroke at once, otherwise autosaveDelay after the last change, so a drag
// across twenty cells writes once, not twenty times, and the fsync of an
// atomic write never stalls a drag. Writes never overlap and only the
// newest snapshot is written.
//
// How the newest write went is kept in the autosaver, under its lock, and
// is the one fact Quit decides by; the result line is told on the UI
// goroutine, and only when the outcome changes (a failure, or the first
// success after one), so a click does not repaint an old message. Quit and
// closing the window write what is pending first (FlushAutosave); a
// SIGTERM or Ctrl+C in the terminal writes it too (WritePendingAutosave).

// autosaveDelay is how long autosave waits for the next change.
var autosaveDelay = 500 * time.Millisecond

// autosaver holds the snapshot not yet written and how the last write
// went.
type autosaver struct {
	mu      sync.Mutex // guards pending, timer, writes and last
	pending *snapshot
	timer   *time.Timer
	writes  int   // files written, for tests
	last    error // how the newest write went
	// writing is held while a snapshot is written and its outcome told,
	// so FlushAutosave, which takes it, comes after both.
	writing sync.Mutex
}

// snapshot is the design as it was at one change, and where it goes.
type snapshot struct {
	path string
	data []byte
}

// autosave takes a snapshot of the design after a change and has it
// written soon.
func (w *Window) autosave() {
	if w.AutosavePath == "" {
		return
	}
	data, err := design.Marshal(w.Document())
	if err != nil {
		w.saver.record(err)
		w.autosaved(err)
		return
	}
	s := &w.saver
	s.mu.Lock()
	defer s.mu.Unlock()
	s.pending = &snapshot{path: w.AutosavePath, data: data}
	if s.timer == nil {
		s.timer = time.AfterFunc(autosaveDelay, func() { w.writeAutosave(false) })
		return
	}
	s.timer.Reset(autosaveDelay)
}

// autosaveSoon writes the pending snapshot now, off the UI goroutine (a
// stroke has ended).
func (w *Window) autosaveSoon() {
	if w.saver.stopTimer() {
		go w.writeAutosave(false)
	}
}

// FlushAutosave writes the pending snapshot and waits for it, and for any
// write under way, then tells the newest outcome. Quit uses it, and tests
// that read the autosave.
func (w *Window) FlushAutosave() {
	w.saver.stopTimer()
	w.writeAutosave(true)
	w.autosaved(w.saver.newest())
}

// WritePendingAutosave writes the pending snapshot, from any goroutine,
// and tells no one: for a program ending on a signal, which must not lose
// the last half second of edits.
func (w *Window) WritePendingAutosave() {
	w.saver.stopTimer()
	w.saver.writing.Lock()
	defer w.saver.writing.Unlock()
	w.saver.writePending()
}

// drop forgets the pending snapshot, unwritten.
func (s *autosaver) drop() {
	s.stopTimer()
	s.mu.Lock()
	defer s.mu.Unlock()
	s.pending = nil
}

// stopTimer stops the timer; it reports whether a snapshot is pending.
func (s *autosaver) stopTimer() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.timer != nil {
		s.timer.Stop()
	}
	return s.pending != nil
}

// writeAutosave writes the newest snapshot, if one is pending. From a
// goroutine of its own (now false) it tells the outcome on the UI
// goroutine, before it lets the next writer in; on the UI goroutine (now
// true) it leaves the telling to its caller.
func (w *Window) writeAutosave(now bool) {
	s := &w.saver
	s.writing.Lock()
	defer s.writing.Unlock()
	if !s.writePending() || now {
		return
	}
	fyne.Do(func() { w.autosaved(s.newest()) }) // not onUI: the test driver runs it here, under writing, which FlushAutosave waits on
}

// writePending writes the pending snapshot; it reports whether there was
// one. The caller holds writing.
func (s *autosaver) writePending() bool {
	s.mu.Lock()
	snap := s.pending
	s.pending = nil
	s.mu.Unlock()
	if snap == nil {
		return false
	}
	err := atomic.WriteBytes(snap.path, snap.data)
	s.mu.Lock()
	s.writes++
	s.mu.Unlock()
	s.record(err)
	return true
}

// record keeps how the newest write went.
func (s *autosaver) record(err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.last = err
}

// newest is how the newest write went.
func (s *autosaver) newest() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.last
}

// autosaved tells the result line how autosave goes, when that changes: a
// failure (a new one, or the same after other news), or the first success
// after a failure, which takes the failure's message away.
func (w *Window) autosaved(err error) {
	failing := w.autosaveFailure != ""
	switch {
	case err != nil:
		msg := i18n.Tf("Autosave failed: %s", i18n.Err(err))
		if msg != w.autosaveFailure || w.w.result.Text != msg {
			w.autosaveFailure = msg
			w.say(func() string { return i18n.Tf("Autosave failed: %s", i18n.Err(err)) })
		}
	case failing:
		if w.w.result.Text == w.autosaveFailure {
			w.say(func() string { return i18n.T("The design is autosaved again.") })
		}
		w.autosaveFailure = ""
	}
}

// autosaveFailed reports whether the newest autosave failed, and why.
func (w *Window) autosaveFailed() error { return w.saver.newest() }

// autosaveWrites is how many autosaves have been written, for tests.
func (w *Window) autosaveWrites() int {
	w.saver.mu.Lock()
	defer w.saver.mu.Unlock()
	return w.saver.writes
}
