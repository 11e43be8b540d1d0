//go:build unix

package match

import (
	"os/exec"
	"syscall"
)

// setProcessGroup puts the engine in its own process group, so that a kill
// also reaches any children it started (a shell wrapper, helpers).
func setProcessGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// killProcess kills the engine's process group.
func killProcess(cmd *exec.Cmd) {
	if cmd.Process == nil {
		return
	}
	if err := syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL); err != nil {
		cmd.Process.Kill()
	}
}
