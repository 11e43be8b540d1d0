package book

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"

	"sente/engine"
	"sente/internal/atomicfile"
)

// File layout (little endian), version 1:
//
//	magic    8 bytes  "SenteBk\x1a"
//	version  uint16   1
//	game     uint8 length + bytes ("othello", "gomoku")
//	variant  uint8 length + bytes ("standard", "freestyle-15", ...)
//	meta     uint16 length + bytes (builder settings, free text)
//	count    uint32   number of positions
//	count x  key.Hi uint64, key.Lo uint64 (strictly ascending),
//	         n uint8 (1..255), n x {move int16, value int32, depth uint8, count uint32}
//	crc      uint32   CRC-32C of everything before it
const (
	magic      = "SenteBk\x1a"
	version    = 1
	entrySize  = 2 + 4 + 1 + 4
	recordMin  = 16 + 1 + entrySize
	maxFileLen = 1 << 30
)

var crcTable = crc32.MakeTable(crc32.Castagnoli)

// Errors returned by the loader (wrapped with details).
var (
	ErrNotBook   = errors.New("not a Sente book file")
	ErrVersion   = errors.New("unsupported version")
	ErrTruncated = errors.New("file is truncated")
	ErrChecksum  = errors.New("checksum mismatch (file corrupt)")
	ErrCorrupt   = errors.New("file is corrupt")
	ErrForeign   = errors.New("wrong game or rule")
)

// Encode returns the book in its file format. Positions are written in key
// order, so equal books give equal bytes.
func (b *Book) Encode() []byte {
	keys := b.Keys()
	var buf bytes.Buffer
	buf.WriteString(magic)
	le := binary.LittleEndian
	buf.Write(le.AppendUint16(nil, version))
	game, variant := b.game, b.variant
	game, variant = game[:min(len(game), 255)], variant[:min(len(variant), 255)]
	buf.WriteByte(byte(len(game)))
	buf.WriteString(game)
	buf.WriteByte(byte(len(variant)))
	buf.WriteString(variant)
	meta := b.Meta()
	if len(meta) > 0xffff {
		meta = meta[:0xffff]
	}
	buf.Write(le.AppendUint16(nil, uint16(len(meta))))
	buf.WriteString(meta)
	buf.Write(le.AppendUint32(nil, uint32(len(keys))))
	b.mu.RLock()
	for _, k := range keys {
		es := b.pos[k]
		buf.Write(le.AppendUint64(nil, k.Hi))
		buf.Write(le.AppendUint64(nil, k.Lo))
		buf.WriteByte(byte(len(es)))
		for _, e := range es {
			var r [entrySize]byte
			le.PutUint16(r[0:], uint16(int16(e.Move)))
			le.PutUint32(r[2:], uint32(int32(e.Value)))
			r[6] = e.Depth
			le.PutUint32(r[7:], e.Count)
			buf.Write(r[:])
		}
	}
	b.mu.RUnlock()
	buf.Write(le.AppendUint32(nil, crc32.Checksum(buf.Bytes(), crcTable)))
	return buf.Bytes()
}

// WriteTo writes the encoded book to w.
func (b *Book) WriteTo(w io.Writer) (int64, error) {
	n, err := w.Write(b.Encode())
	return int64(n), err
}

// Save writes the book to path atomically (internal/atomicfile: a
// temporary file, synced, renamed over it), creating the directory if
// needed: a crash or a kill at any moment leaves the old book or the new
// one, whole.
func (b *Book) Save(path string) error {
	if err := atomicfile.WriteFile(path, b.Encode(), 0o644); err != nil {
		return fmt.Errorf("book: save: %w", err)
	}
	return nil
}

// Open reads a book from r.
func Open(r io.Reader) (*Book, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxFileLen+1))
	if err != nil {
		return nil, fmt.Errorf("book: read: %w", err)
	}
	if len(data) > maxFileLen {
		return nil, fmt.Errorf("book: %w: larger than %d bytes", ErrCorrupt, maxFileLen)
	}
	return Decode(data)
}

// Load reads the book file at path.
func Load(path string) (*Book, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("book: %w", err)
	}
	defer f.Close()
	b, err := Open(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return b, nil
}

// LoadFor reads the book at path and checks it is for game and variant
// (see Compatible).
func LoadFor(path, game, variant string) (*Book, error) {
	b, err := Load(path)
	if err != nil {
		return nil, err
	}
	if !Compatible(b, game, variant) {
		return nil, fmt.Errorf("%s: book: %w (it is for %s/%s, not %s/%s)", path, ErrForeign, b.game, b.variant, game, variant)
	}
	return b, nil
}

// decoder reads the file with bounds checks.
type decoder struct {
	data []byte
	off  int
	err  error
}

func (d *decoder) take(n int) []byte {
	if d.err != nil {
		return nil
	}
	if n < 0 || len(d.data)-d.off < n {
		d.err = ErrTruncated
		return nil
	}
	s := d.data[d.off : d.off+n]
	d.off += n
	return s
}

func (d *decoder) u8() int {
	if s := d.take(1); s != nil {
		return int(s[0])
	}
	return 0
}

func (d *decoder) u16() int {
	if s := d.take(2); s != nil {
		return int(binary.LittleEndian.Uint16(s))
	}
	return 0
}

func (d *decoder) u32() uint32 {
	if s := d.take(4); s != nil {
		return binary.LittleEndian.Uint32(s)
	}
	return 0
}

func (d *decoder) u64() uint64 {
	if s := d.take(8); s != nil {
		return binary.LittleEndian.Uint64(s)
	}
	return 0
}

// Decode parses an encoded book, rejecting anything that is not a whole,
// intact Sente book of a known game.
func Decode(data []byte) (*Book, error) {
	if len(data) < len(magic) || string(data[:len(magic)]) != magic {
		return nil, fmt.Errorf("book: %w", ErrNotBook)
	}
	d := &decoder{data: data, off: len(magic)}
	if v := d.u16(); d.err == nil && v != version {
		return nil, fmt.Errorf("book: %w %d (this Sente reads version %d)", ErrVersion, v, version)
	}
	game := string(d.take(d.u8()))
	variant := string(d.take(d.u8()))
	meta := string(d.take(d.u16()))
	n := int(d.u32())
	if d.err != nil {
		return nil, fmt.Errorf("book: %w (in the header)", d.err)
	}
	if game != Othello && game != Gomoku {
		return nil, fmt.Errorf("book: %w: unknown game %q", ErrCorrupt, game)
	}
	if n > (len(data)-d.off)/recordMin {
		return nil, fmt.Errorf("book: %w: %d positions announced, room for at most %d", ErrTruncated, n, (len(data)-d.off)/recordMin)
	}
	b := New(game, variant)
	b.meta = meta
	b.pos = make(map[Key][]Entry, n)
	var prev Key
	for i := 0; i < n; i++ {
		k := Key{Hi: d.u64(), Lo: d.u64()}
		m := d.u8()
		raw := d.take(m * entrySize)
		if d.err != nil {
			return nil, fmt.Errorf("book: %w (position %d of %d)", d.err, i+1, n)
		}
		if m == 0 || (i > 0 && !prev.less(k)) {
			return nil, fmt.Errorf("book: %w: bad record %d", ErrCorrupt, i+1)
		}
		prev = k
		es := make([]Entry, m)
		for j := range es {
			r := raw[j*entrySize:]
			es[j] = Entry{
				Move:  engine.Move(int16(binary.LittleEndian.Uint16(r))),
				Value: engine.Score(int32(binary.LittleEndian.Uint32(r[2:]))),
				Depth: r[6],
				Count: binary.LittleEndian.Uint32(r[7:]),
			}
		}
		b.pos[k] = es
	}
	body := d.off
	sum := d.u32()
	if d.err != nil {
		return nil, fmt.Errorf("book: %w (no checksum)", d.err)
	}
	if d.off != len(data) {
		return nil, fmt.Errorf("book: %w: %d bytes after the checksum", ErrCorrupt, len(data)-d.off)
	}
	if crc32.Checksum(data[:body], crcTable) != sum {
		return nil, fmt.Errorf("book: %w", ErrChecksum)
	}
	return b, nil
}
