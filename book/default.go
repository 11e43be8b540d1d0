package book

import (
	"errors"
	"fmt"
	"sync"
)

// ErrNoDefault says no book is embedded for a game/variant.
var ErrNoDefault = errors.New("no embedded book")

// Embedded returns a loader for a book compiled into the binary (data,
// named name in messages): the first call decodes it, later calls share
// the result (books are safe for concurrent readers; never add to an
// embedded book: learn into a user book). The game packages hold one per
// embedded file, so nothing is decoded before a game asks for its book.
func Embedded(name string, data []byte) func() (*Book, error) {
	return sync.OnceValues(func() (*Book, error) {
		b, err := Decode(data)
		if err != nil {
			return nil, fmt.Errorf("embedded %s: %w", name, err)
		}
		return b, nil
	})
}
