//go:build !unix

package match

import "os/exec"

// setProcessGroup does nothing where process groups are not available.
func setProcessGroup(cmd *exec.Cmd) {}

// killProcess kills the engine process.
func killProcess(cmd *exec.Cmd) {
	if cmd.Process != nil {
		cmd.Process.Kill()
	}
}
