package lab

import "riffle/ui/tui/common"

// The tabs alone, as the tab tests build them: reading and changing the
// settings in c, as the Lab's tabs read and change the Lab's own.

func testClassroomTab(c *common.Common) tabModel { return newClassroomTab(c, new(c.Settings())) }
func testDiceTab(c *common.Common) tabModel      { return newDiceTab(c, new(c.Settings())) }
func testLatticeTab(c *common.Common) tabModel   { return newLatticeTab(c, new(c.Settings())) }
func testSeedSpaceTab(c *common.Common) tabModel { return newSeedSpaceTab(c, new(c.Settings())) }
