package main

import (
	"os"
	"sync"
	"syscall"
)

// stopSignals are the signals that stop the program gracefully: Ctrl+C,
// SIGTERM, and SIGHUP, which a closed terminal sends (it used to kill the
// program outright, leaving its temporary files and losing the puzzles
// made).
var stopSignals = []os.Signal{os.Interrupt, syscall.SIGTERM, syscall.SIGHUP}

// signalStatus is the conventional exit status of a program a signal
// stopped: 128 plus the signal's number (130 for SIGINT, 143 for SIGTERM,
// 129 for SIGHUP).
func signalStatus(s os.Signal) int {
	if n, ok := s.(syscall.Signal); ok {
		return 128 + int(n)
	}
	return 130
}

// lastWords is what a command wants said when a signal stops the program
// at once (see stopOnSignal): which of its files were written, which are
// as they were. Commands set it as their work goes on.
var lastWords struct {
	mu  sync.Mutex
	say func() string
}

// setLastWords sets what a stop says ("" or nil: nothing).
func setLastWords(say func() string) {
	lastWords.mu.Lock()
	lastWords.say = say
	lastWords.mu.Unlock()
}

// finalWords is what a stop says now.
func finalWords() string {
	lastWords.mu.Lock()
	say := lastWords.say
	lastWords.mu.Unlock()
	if say == nil {
		return ""
	}
	return say()
}
