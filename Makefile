# Shortcuts for the scripts in scripts/ (which need only bash).
.PHONY: run test deps package bench

run:
	bash scripts/run.sh

test:
	bash scripts/test.sh

deps:
	bash scripts/deps.sh

package:
	bash scripts/package.sh

bench:
	go test -run XXX -bench . ./engine/...
