package shuffle

import "fmt"

// Field names a parameter of an algorithm in plain words: the deck size
// or one of the [Options]. It is what a [ParamError] says was wrong, so a
// caller that offers the parameter under another name (a command-line
// flag, a control's label) can name it its own way.
type Field string

// The fields [Algorithm.Prepare] and [ExactDistribution] refuse.
const (
	FieldCards   Field = "cards"    // the deck size n (dice, for the constrained samplers)
	FieldKeep    Field = "keep"     // Options.Keep
	FieldKeyBits Field = "key bits" // Options.KeyBits
	FieldRiffles Field = "riffles"  // Options.Riffles
)

// ParamError is a parameter an algorithm cannot take, in one line that
// starts with the field and its value and then says what is allowed:
//
//	keep 150 is out of range for 200 cards: allowed 1…100
//	key bits 32 is too wide to enumerate: … (try key bits 3)
//
// Find it with errors.As and write it with [ParamError.Named] to call the
// field by another name.
type ParamError struct {
	Field  Field
	Value  int
	Reason string // what follows the value: "is out of range: allowed 1…64"
	Try    int    // a value that would do, suggested after Reason; 0 for none
}

func (e *ParamError) Error() string { return e.Named(string(e.Field)) }

// Named is the error's message with the field called name: Named("--keep")
// gives "--keep 150 is out of range for 200 cards: allowed 1…100".
func (e *ParamError) Named(name string) string {
	s := fmt.Sprintf("%s %d %s", name, e.Value, e.Reason)
	if e.Try != 0 {
		s += fmt.Sprintf(" (try %s %d)", name, e.Try)
	}
	return s
}

func paramErrorf(f Field, v int, format string, a ...any) *ParamError {
	return &ParamError{Field: f, Value: v, Reason: fmt.Sprintf(format, a...)}
}
