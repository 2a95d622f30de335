import TableSourceCore
import Testing

@Suite("IndexMap: positions that went somewhere, or nowhere")
struct IndexMapTests {
  @Test("a new map maps nothing; a set target reads back; nil unmaps")
  func mapsAndUnmaps() {
    var map = IndexMap(count: 3)
    #expect(map.mapped.isEmpty && map.count == 3)
    map[0] = 2
    map[2] = 0
    #expect(map[0] == 2 && map[1] == nil && map.isMapped(2))
    #expect(map.mapped.map(\.target) == [2, 0])
    map[0] = nil
    #expect(!map.isMapped(0))
  }
}
