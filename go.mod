module github.com/pictdoku/pictdoku

go 1.26
