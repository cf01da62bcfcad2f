package felt

// Anim counts the frames of an animation that shows an outcome already
// decided: the table draws the outcome, and the frames only reveal it
// (a card turned, a die settling). Frame runs from 0 to Frames; at Frames
// (or after Skip, any key or click) the outcome stands whole. An Anim of
// no frames (motion off) is done from the start. The zero Anim is done.
type Anim struct {
	frame, frames int
}

// Start begins an animation of frames frames (0: none).
func (a *Anim) Start(frames int) { a.frame, a.frames = 0, max(0, frames) }

// Step moves to the next frame and reports whether one more is to come.
func (a *Anim) Step() bool {
	if a.frame < a.frames {
		a.frame++
	}
	return a.Running()
}

// Skip ends the animation: the outcome whole.
func (a *Anim) Skip() { a.frame = a.frames }

// Running reports whether frames are left to show.
func (a Anim) Running() bool { return a.frame < a.frames }

// Frame is the frame on show, 0…Frames.
func (a Anim) Frame() int { return a.frame }

// Frames is the animation's length in frames.
func (a Anim) Frames() int { return a.frames }

// Shown is how many of n things in turn (cards dealt one by one) are on
// show at this frame: all of them once done, none at frame 0 of a
// running animation, and the rest spread evenly over its frames.
func (a Anim) Shown(n int) int {
	if !a.Running() {
		return n
	}
	return n * a.frame / a.frames
}

// TumbleFace is the face a tumbling die shows at a frame: a pattern of
// the throw's number, the die and the frame, for the eye only — drawn
// from no generator, as the throw is decided before the first frame.
// Neighbouring frames are far apart (MurmurHash3's finaliser).
func TumbleFace(throw, die, frame, sides int) int {
	x := uint64(throw)<<24 | uint64(die)<<12 | uint64(frame)
	x ^= x >> 33
	x *= 0xff51afd7ed558ccd
	x ^= x >> 33
	x *= 0xc4ceb9fe1a85ec53
	x ^= x >> 33
	return int(x%uint64(max(1, sides))) + 1
}
