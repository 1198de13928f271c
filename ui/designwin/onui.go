package designwin

import "fyne.io/fyne/v2"

// onUI runs f on the UI goroutine, where every widget is touched: it is
// fyne.Do, through which the window's background work (a search, the
// looks, a picture read, the autosave) reports. The app's driver runs
// each f on its one UI goroutine, one at a time, in the order given.
// Fyne's test driver instead runs f at once on the goroutine that calls,
// so two searches reporting together would draw one label at the same
// time (a panic inside Fyne's text layout); the tests set onUI to a queue
// that one goroutine runs in order, as the app's driver does (TestMain).
// The autosave tells its outcome through fyne.Do itself: its writer holds
// a lock while it tells, which FlushAutosave takes after it, so the
// telling must happen there and then.
var onUI = fyne.Do
