module sente

go 1.26

require (
	github.com/mattn/go-isatty v0.0.20
	github.com/rs/zerolog v1.35.1
	golang.org/x/sys v0.29.0
)

require github.com/mattn/go-colorable v0.1.14 // indirect
