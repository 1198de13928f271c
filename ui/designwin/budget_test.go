package designwin

import (
	"os"
	"sync"
	"sync/atomic"
	"testing"
)

// TestMain bounds every search the tests start by a count of attempts,
// not the clock (see attemptsPerSecond): a time limit of 10 s is 50
// attempts, so a loaded machine or the race detector makes the tests
// slower, never changes what they find; each Generate's seed is the next
// of 1, 2, 3, ... (newSeed), not a random one. The window's reports to the UI
// run one at a time, in order, as the app's driver runs them (see onUI).
func TestMain(m *testing.M) {
	attemptsPerSecond = 5
	onUI = inOrder()
	var seeds atomic.Uint64
	newSeed = func() uint64 { return seeds.Add(1) }
	os.Exit(m.Run())
}

// inOrder returns an onUI that queues each f and runs the queue, in
// order, on one goroutine of its own: never two at once, as in the app.
// A report that queues another (from inside f) does not wait for it.
func inOrder() func(func()) {
	var mu sync.Mutex
	var queue []func()
	wake := make(chan struct{}, 1)
	go func() {
		for range wake {
			for {
				mu.Lock()
				if len(queue) == 0 {
					mu.Unlock()
					break
				}
				f := queue[0]
				queue = queue[1:]
				mu.Unlock()
				f()
			}
		}
	}()
	return func(f func()) {
		mu.Lock()
		queue = append(queue, f)
		mu.Unlock()
		select {
		case wake <- struct{}{}:
		default:
		}
	}
}
