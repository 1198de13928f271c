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
// newest snapshot is written. Quitting writes what is pending before it
// decides whether the design is safe (Quit).

// autosaveDelay is how long autosave waits for the next change.
var autosaveDelay = 500 * time.Millisecond

// autosaver holds the snapshot not yet written.
type autosaver struct {
	mu      sync.Mutex // guards pending, timer, writes and last
	pending *snapshot
	timer   *time.Timer
	writes  int        // files written, for tests
	last    error      // how the newest write went
	writing sync.Mutex // held while a snapshot is written
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
	w.saver.stopTimer()
	go w.writeAutosave(false)
}

// FlushAutosave writes the pending snapshot and waits for it, and for any
// write under way; it reports the newest outcome at once. Quit uses it,
// and tests that read the autosave.
func (w *Window) FlushAutosave() {
	w.saver.stopTimer()
	w.writeAutosave(true)
}

func (s *autosaver) stopTimer() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.timer != nil {
		s.timer.Stop()
	}
}

// writeAutosave writes the newest snapshot, if one is pending. From a
// goroutine of its own (now false) it reports back on the UI goroutine;
// called on the UI goroutine (now true) it reports at once, after any
// write under way has ended. A report always tells the newest outcome, so
// one that arrives late cannot bring back an older failure.
func (w *Window) writeAutosave(now bool) {
	s := &w.saver
	s.writing.Lock()
	s.mu.Lock()
	snap := s.pending
	s.pending = nil
	wrote := s.writes > 0
	s.mu.Unlock()
	if snap != nil {
		err := atomic.WriteBytes(snap.path, snap.data)
		s.mu.Lock()
		s.writes++
		s.last = err
		s.mu.Unlock()
		wrote = true
	}
	s.writing.Unlock()
	switch {
	case !wrote:
	case now:
		w.autosaved(s.newest())
	default:
		fyne.Do(func() { w.autosaved(s.newest()) })
	}
}

// newest is how the newest write went.
func (s *autosaver) newest() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.last
}

// autosaved records how the last autosave went; a failure is said in the
// result line and keeps Quit from closing without asking.
func (w *Window) autosaved(err error) {
	w.autosaveErr = err
	if err != nil {
		w.w.result.SetText(i18n.Tf("Autosave failed: %s", i18n.Err(err)))
	}
}

// autosaveWrites is how many autosaves have been written, for tests.
func (w *Window) autosaveWrites() int {
	w.saver.mu.Lock()
	defer w.saver.mu.Unlock()
	return w.saver.writes
}
