package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"strconv"
)

// castagnoli is the table of CRC-32C, the checksum of every line.
var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// EncodeLine returns the file line, newline included, that stores v.
//
// A json.RawMessage is stored as is, after checking that it is one valid
// JSON value without a newline byte (spaces, tabs and carriage returns at
// its ends are dropped, as a JSON reader drops them). Any other v is
// encoded with json.Marshal, whose output is compact and escapes newlines
// inside strings. The line may be at most [MaxLine] bytes.
func EncodeLine(v any) ([]byte, error) {
	var payload []byte
	if raw, ok := v.(json.RawMessage); ok {
		if bytes.IndexByte(raw, '\n') >= 0 {
			return nil, errors.New("cannot save record: it contains a newline; a record must be JSON on one line")
		}
		if !json.Valid(raw) {
			return nil, errors.New("cannot save record: it is not valid JSON")
		}
		payload = bytes.Trim(raw, " \t\r")
	} else {
		var err error
		if payload, err = json.Marshal(v); err != nil {
			return nil, fmt.Errorf("cannot save record: %s", oneLine(err.Error()))
		}
		if bytes.IndexByte(payload, '\n') >= 0 { // json.Marshal never does this; keep the format safe anyway
			return nil, errors.New("cannot save record: its JSON contains a newline")
		}
	}
	n := len(linePrefix) + 8 + len(lineMiddle) + len(payload) + len(lineSuffix)
	if n > MaxLine {
		return nil, fmt.Errorf("cannot save record: its line would be %d bytes; a line holds at most %d", n, MaxLine)
	}
	line := make([]byte, 0, n)
	line = append(line, linePrefix...)
	line = fmt.Appendf(line, "%08x", crc32.Checksum(payload, castagnoli))
	line = append(line, lineMiddle...)
	line = append(line, payload...)
	line = append(line, lineSuffix...)
	return line, nil
}

// The reasons a line is damaged, as a problem names them.
var (
	errEmpty      = errors.New("empty line")
	errNotJSON    = errors.New("not JSON")
	errNotRecord  = errors.New("not a record object")
	errNoCRC      = errors.New("no checksum")
	errBadCRC     = errors.New("malformed checksum")
	errNoPayload  = errors.New("no payload")
	errExtraField = errors.New("unexpected field")
	errMismatch   = errors.New("checksum mismatch")
)

const (
	reasonTruncated = "truncated"
	reasonTooLong   = "too long"
)

// DecodeLine returns the payload stored in one line (without its newline).
// The line must be a JSON object with exactly the fields "crc" (a string of
// 8 lowercase hex digits) and "v", and the crc must be the CRC-32C of the
// bytes of v as they appear in the line. The error, when there is one, is
// the short reason the line is damaged ("not JSON", "checksum mismatch",
// …). The payload does not alias line.
func DecodeLine(line []byte) (json.RawMessage, error) {
	if len(line) == 0 {
		return nil, errEmpty
	}
	if !json.Valid(line) {
		return nil, errNotJSON
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(line, &obj); err != nil || obj == nil {
		return nil, errNotRecord
	}
	crc, ok := obj["crc"]
	if !ok {
		return nil, errNoCRC
	}
	v, ok := obj["v"]
	if !ok {
		return nil, errNoPayload
	}
	if len(obj) != 2 {
		return nil, errExtraField
	}
	if len(crc) != 10 || crc[0] != '"' || crc[9] != '"' || !lowerHex(crc[1:9]) {
		return nil, errBadCRC
	}
	want, _ := strconv.ParseUint(string(crc[1:9]), 16, 32)
	if crc32.Checksum(v, castagnoli) != uint32(want) {
		return nil, errMismatch
	}
	return v, nil
}

func lowerHex(b []byte) bool {
	for _, c := range b {
		if (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}
