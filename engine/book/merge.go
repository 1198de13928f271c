package book

import "slices"

// Merge joins the changes two writers made to one book list since they
// last agreed on it. base is the list as this writer last read or wrote
// it, mine the list as this writer holds it now, and theirs the list as it
// is on disk now, changed meanwhile by another writer (a second Pictdoku
// on the same profile). It is a three-way merge, as version control does
// it, with puzzles as the lines:
//
//   - a puzzle added on either side is kept (mine in my order, then the
//     other writer's additions in theirs);
//   - a puzzle removed on either side is removed, so nothing deleted comes
//     back;
//   - the order is mine when I changed the list, else theirs (a reorder or
//     sort by the other writer survives my doing nothing);
//   - the settings are mine when I changed them, else theirs.
//
// So neither writer ever drops what the other added. Puzzles are told
// apart by their 81 characters, as Add tells them apart.
func Merge(base, mine, theirs Book) Book {
	out := Book{Settings: theirs.Settings}
	if mine.Settings != base.Settings {
		out.Settings = mine.Settings
	}
	inBase, inTheirs := puzzleSet(base.Items), puzzleSet(theirs.Items)
	if samePuzzles(mine.Items, base.Items) {
		out.Items = slices.Clone(theirs.Items)
		return out
	}
	inMine := puzzleSet(mine.Items)
	for _, it := range mine.Items {
		if inBase[it.Puzzle] && !inTheirs[it.Puzzle] {
			continue // the other writer removed it
		}
		out.Items = append(out.Items, it)
	}
	for _, it := range theirs.Items {
		if !inBase[it.Puzzle] && !inMine[it.Puzzle] {
			out.Items = append(out.Items, it) // the other writer added it
		}
	}
	return out
}

// samePuzzles tells whether two lists hold the same puzzles in the same
// order.
func samePuzzles(a, b []Item) bool {
	return slices.EqualFunc(a, b, func(x, y Item) bool { return x.Puzzle == y.Puzzle })
}

// SamePuzzles tells whether two books list the same puzzles in the same
// order with the same settings: a merge that gives the list on disk has
// nothing to write.
func SamePuzzles(a, b Book) bool {
	return a.Settings == b.Settings && samePuzzles(a.Items, b.Items)
}

func puzzleSet(items []Item) map[string]bool {
	set := make(map[string]bool, len(items))
	for _, it := range items {
		set[it.Puzzle] = true
	}
	return set
}
