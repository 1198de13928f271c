package designwin

import (
	"os"
	"testing"
)

// TestMain bounds every search the tests start by a count of attempts,
// not the clock (see attemptsPerSecond): a time limit of 10 s is 50
// attempts, so a loaded machine or the race detector makes the tests
// slower, never changes what they find.
func TestMain(m *testing.M) {
	attemptsPerSecond = 5
	os.Exit(m.Run())
}
