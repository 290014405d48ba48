object Main extends App {
  val Array(a, b) = scala.io.StdIn.readLine().trim.split("\\s+").map(_.toLong)
  println(a + b)
}
